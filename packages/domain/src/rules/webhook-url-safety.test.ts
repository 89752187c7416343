import { describe, expect, it } from 'vitest';
import { isBlockedWebhookAddress, webhookUrlRefusal } from './webhook-url-safety.ts';

type Parts = Parameters<typeof webhookUrlRefusal>[0];
const parts = (protocol: string, hostname: string, extra: Partial<NonNullable<Parts>> = {}): Parts => ({
  href: `${protocol}//${hostname}/`,
  protocol,
  hostname,
  username: '',
  password: '',
  ...extra,
});

describe('isBlockedWebhookAddress', () => {
  it.each([
    // IPv4: loopback, private, link-local and metadata, CGNAT, reserved.
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['0.0.0.0', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.100.100.200', true],
    ['198.18.0.1', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['172.32.0.1', false],
    ['100.128.0.1', false],
    ['8.8.8.8', false],
    ['93.184.215.14', false],
    // IPv6 equivalents.
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fc00::1', true],
    ['fd00:ec2::254', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:169.254.169.254', true],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::10.0.0.1', true],
    ['64:ff9b::8.8.8.8', false],
    ['2002:7f00:1::', true],
    ['2002:808:808::', false],
    ['2001:db8::1', true],
    ['2606:4700:4700::1111', false],
    ['[::1]', true],
    // Not an address at all.
    ['localhost', true],
    ['999.1.1.1', true],
    ['1:2:3:4:5:6:7:8:9', true],
  ])('%s blocked: %s', (address, blocked) => {
    expect(isBlockedWebhookAddress(address)).toBe(blocked);
  });
});

describe('webhookUrlRefusal', () => {
  it.each<[string, Parts, boolean, string | null]>([
    ['https', parts('https:', 'hooks.example.org'), false, null],
    ['http outside the sandbox', parts('http:', 'hooks.example.org'), false, 'scheme'],
    ['http in the sandbox', parts('http:', 'hooks.example.org'), true, null],
    ['ftp', parts('ftp:', 'hooks.example.org'), true, 'scheme'],
    [
      'a user and password',
      parts('https:', 'hooks.example.org', { username: 'u', password: 'p' }),
      false,
      'credentials',
    ],
    ['text that did not parse', null, false, 'format'],
    ['no host', parts('https:', ''), false, 'format'],
    [
      'more than 2,048 characters',
      parts('https:', 'a.org', { href: `https://a.org/${'a'.repeat(2_048)}` }),
      false,
      'format',
    ],
  ])('%s → %s', (_name, url, allowHttp, refusal) => {
    expect(webhookUrlRefusal(url, { allowHttp })).toBe(refusal);
  });
});
