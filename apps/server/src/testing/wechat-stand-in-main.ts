/**
 * The journeys' WeChat (e2e/connector-presets.test.ts, decision 056): the server tests' local
 * stand-in for WeChat's Website Application login, as a process; it follows WeChat's published
 * request and response formats, it is not WeChat. Run with Node 24 (type stripping):
 * `node apps/server/src/testing/wechat-stand-in-main.ts`, configured by WECHAT_PORT,
 * WECHAT_APP_ID and WECHAT_APP_SECRET. A test tool, not part of the product.
 */
import { startWechatStandIn } from './wechat-stand-in.ts';

function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is required`);
  return value;
}

const wechat = await startWechatStandIn({
  port: Number(required('WECHAT_PORT')),
  appId: required('WECHAT_APP_ID'),
  appSecret: required('WECHAT_APP_SECRET'),
  openidsArePeople: true,
});
console.log(`WeChat stand-in at ${wechat.base}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void wechat.close().then(() => process.exit(0)));
}
