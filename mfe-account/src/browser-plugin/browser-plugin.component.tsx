import { Typography } from 'antd';
import { ACCOUNT_TEXTS } from '../account.messages';

/** The browser-plugin section (spec 1 §2.11 "for one specific tenant": the tenant property BROWSER_PLUGIN_URL). */
export function BrowserPlugin({ installUrl }: { installUrl: string }) {
  return (
    <>
      <Typography.Paragraph>{ACCOUNT_TEXTS.browserPluginAbout}</Typography.Paragraph>
      <Typography.Link href={installUrl} target="_blank" rel="noopener noreferrer">
        {ACCOUNT_TEXTS.browserPluginInstall}
      </Typography.Link>
    </>
  );
}
