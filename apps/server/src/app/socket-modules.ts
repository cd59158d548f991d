import type { AppServices } from './app-services.ts';
import { livechatSocket } from '../modules/livechat/livechat-events.ts';
import { pmSocket } from '../modules/pm/pm-events.ts';
import { coreSocket } from '../realtime/core-events.ts';
import type { SocketModule } from '../serving/socket-module.ts';
import type { RealtimeServer } from '../serving/socket-types.ts';

/** Every module served on the socket, each given only the services it uses (the twin of `allCalls`). */
export function socketModules(services: AppServices, io: RealtimeServer): SocketModule[] {
  return [
    coreSocket(),
    pmSocket({ pm: services.pm, trustProxy: services.env.TRUST_PROXY }, io),
    livechatSocket(
      {
        livechat: services.livechat,
        limiter: services.limiter,
        beginLimit: services.env.LIVE_BEGIN_LIMIT,
        trustProxy: services.env.TRUST_PROXY,
      },
      io,
    ),
  ];
}
