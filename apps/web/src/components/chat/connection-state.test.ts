import { ConnectionStatus } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import { connectionNotice, type ConnectionFacts } from './connection-state.ts';

const facts = (over: Partial<ConnectionFacts>): ConnectionFacts => ({
  status: ConnectionStatus.connected,
  online: true,
  wasConnected: false,
  slow: false,
  ...over,
});

describe('what a chat pane says of its connection (issue 19, spec 4 statuses)', () => {
  it('says nothing while connected, or before a connection was asked for', () => {
    expect(connectionNotice(facts({}))).toBeNull();
    expect(connectionNotice(facts({ status: ConnectionStatus.idle, online: false }))).toBeNull();
  });

  it('says connecting only once a first connection is slow, never flashing on every open', () => {
    expect(connectionNotice(facts({ status: ConnectionStatus.connecting }))).toBeNull();
    expect(connectionNotice(facts({ status: ConnectionStatus.connecting, slow: true }))).toBe('connecting');
  });

  it('says reconnecting when the connection dropped, or is being made again', () => {
    expect(connectionNotice(facts({ status: ConnectionStatus.disconnected }))).toBe('reconnecting');
    expect(connectionNotice(facts({ status: ConnectionStatus.connecting, wasConnected: true }))).toBe('reconnecting');
  });

  it('says offline whenever the browser is, whatever the socket has noticed yet', () => {
    for (const status of [ConnectionStatus.connecting, ConnectionStatus.connected, ConnectionStatus.disconnected]) {
      expect(connectionNotice(facts({ status, online: false, wasConnected: true }))).toBe('offline');
    }
  });
});
