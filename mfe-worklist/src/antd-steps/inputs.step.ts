export { DatePicker, Input, Select, Switch, Tabs } from 'antd';
