// Every package's unit and API suites in one run.
module.exports = {
  // A global option: jest ignores it inside a project.
  testTimeout: 20000,
  projects: [
    { ...require('./jest.preset.cjs')({ dir: __dirname, displayName: 'repo', environment: 'node' }), testMatch: ['<rootDir>/scripts/**/*.test.ts'] },
    '<rootDir>/shared-kit', '<rootDir>/encounter-kit', '<rootDir>/mock-api', '<rootDir>/shell', '<rootDir>/mfe-*'],
};
