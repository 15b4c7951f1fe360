import type { Server, Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

/**
 * Whether a socket's peer is a proxy the app trusts (TRUST_PROXY, read the way Fastify reads it for request.ip and
 * so for the rate limits): `true` trusts every peer, a hop count trusts the first hop, a list names addresses or
 * CIDRs ('loopback', '10.0.0.0/8', …).
 */
export function trustedPeer(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trust = proxyAddr.compile(trustProxy.split(',').map((s) => s.trim()));
  return (address) => trust(address, 0);
}

/**
 * At most `max` open connections per client address (issue 16 finding 4, decision 016): one more is destroyed as
 * soon as it is accepted, before any byte is read, so a single client cannot hold every socket the process has.
 * The cap counts the socket's peer: a trusted proxy carries many clients' connections and is not capped (the
 * proxy caps per client; README's production checklist). 0 turns the cap off.
 */
export function capConnectionsPerIp(server: Server, max: number, isTrustedProxy: (address: string) => boolean) {
  if (max <= 0) return { open: () => 0 };
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { open: (address: string) => open.get(address) ?? 0 };
}
