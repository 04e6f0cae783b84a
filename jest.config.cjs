// Every package's unit and API suites in one run.
module.exports = {
  projects: ['<rootDir>/shared-kit', '<rootDir>/mock-api', '<rootDir>/shell', '<rootDir>/mfe-*'],
};
