import { describe, expect, it } from 'vitest'
import { clientIpFromHeaders, isPublicIp, normalizeIp, trustedAddresses } from './client-ip.ts'

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()]

describe('clientIpFromHeaders', () => {
  it('takes X-Real-IP first, else the first X-Forwarded-For entry', () => {
    expect(clientIpFromHeaders(headers({ 'x-real-ip': '46.226.227.20', 'x-forwarded-for': '5.6.7.8' }))).toBe(
      '46.226.227.20',
    )
    expect(clientIpFromHeaders(headers({ 'x-forwarded-for': ' 5.6.7.8 , 10.0.0.1' }))).toBe('5.6.7.8')
    expect(clientIpFromHeaders(headers({}))).toBeUndefined()
    expect(clientIpFromHeaders(headers({ 'x-real-ip': ' ', 'x-forwarded-for': '' }))).toBeUndefined()
  })
})

describe('normalizeIp', () => {
  it('drops brackets and ports and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(normalizeIp(' 46.226.227.20 ')).toBe('46.226.227.20')
    expect(normalizeIp('46.226.227.20:5123')).toBe('46.226.227.20')
    expect(normalizeIp('[2a02:6b8::2:242]:443')).toBe('2a02:6b8::2:242')
    expect(normalizeIp('::FFFF:46.226.227.20')).toBe('46.226.227.20')
  })

  it('answers null for what is not an address', () => {
    expect(normalizeIp('localhost')).toBeNull()
    expect(normalizeIp('999.1.1.1')).toBeNull()
    expect(normalizeIp('')).toBeNull()
  })

  it('answers null, not an error, for a socket closed before its address was read', () => {
    expect(normalizeIp(undefined)).toBeNull()
    expect(trustedAddresses('loopback')(undefined)).toBe(false)
  })
})

describe('isPublicIp', () => {
  it('accepts addresses on the internet', () => {
    expect(isPublicIp('46.226.227.20')).toBe(true)
    expect(isPublicIp('2a02:6b8::2:242')).toBe(true)
  })

  it('refuses private, loopback, link-local and reserved addresses', () => {
    for (const ip of ['10.1.2.3', '172.20.0.5', '192.168.1.10', '127.0.0.1', '169.254.1.1', '100.64.0.1', '0.0.0.0']) {
      expect(isPublicIp(ip), ip).toBe(false)
    }
    for (const ip of ['::1', '::', 'fd00::1', 'fe80::1']) expect(isPublicIp(ip), ip).toBe(false)
    expect(isPublicIp('not an address')).toBe(false)
  })
})
