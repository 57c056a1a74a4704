import net from 'node:net';

/**
 * A TCP proxy between the server and its database or Redis that a test makes pass bytes, stall (keep
 * the connections open and pass nothing: a network that black-holes) or reset every connection.
 */
export const tcpProxy = async (target: { host: string; port: number }) => {
  let mode: 'pass' | 'stall' = 'pass';
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'pass') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stall: () => {
      mode = 'stall';
    },
    pass: () => {
      mode = 'pass';
    },
    /** Every open connection reset, as a proxy or a restarting server does. */
    reset: () => {
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type TcpProxy = Awaited<ReturnType<typeof tcpProxy>>;
