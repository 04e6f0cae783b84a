export { ConfigProvider } from 'antd';
