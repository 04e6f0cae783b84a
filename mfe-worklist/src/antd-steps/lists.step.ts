export { Alert, Button, Empty, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
