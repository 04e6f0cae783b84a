export { Alert, Button, Empty, Flex, Spin, Table, Tag, Tooltip, Typography } from 'antd';
