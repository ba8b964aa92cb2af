import { startWebServers, WEB_SERVERS_VARIABLE, type WebServer } from './web-servers.ts';

/** Starts the journeys' servers (listed in playwright.config.ts) together; stops them at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = JSON.parse(process.env[WEB_SERVERS_VARIABLE] ?? '[]') as WebServer[];
  return startWebServers(servers);
}
