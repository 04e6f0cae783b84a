export { App, ConfigProvider } from 'antd';
