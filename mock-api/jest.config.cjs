module.exports = require('../jest.preset.cjs')({ dir: __dirname, displayName: 'mock-api', environment: 'node' });
