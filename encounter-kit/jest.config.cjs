module.exports = require('../jest.preset.cjs')({ dir: __dirname, displayName: 'encounter-kit' });
