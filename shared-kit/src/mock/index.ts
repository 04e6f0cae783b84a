// shared-kit/mock: the platform for remotes' unit tests (a session, contract props, an HTTP client over fixtures).
export * from './session.mock';
export * from './remote-props.mock';
export * from './http-client.mock';
export * from './parcel.mock';
export * from './contract-violations';
export * from './api-fixtures.mock';
export * from './encounter-events.mock';
export * from './antd-select.mock';
