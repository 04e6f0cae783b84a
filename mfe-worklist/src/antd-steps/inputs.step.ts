export { DatePicker, Input, Select, Switch } from 'antd';
