export { App } from 'antd';
