/**
 * The browser's half of Web Push encryption (RFC 8291, aes128gcm), for tests that play the browser:
 * a key pair and auth secret to subscribe with, and the decryption of what the server sent.
 */
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto'

export interface TestBrowserKeys {
  /** What PushSubscription.toJSON().keys holds (base64url). */
  keys: { p256dh: string; auth: string }
  decrypt(body: Buffer): string
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

export function testBrowserKeys(): TestBrowserKeys {
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt(body) {
      // Header: salt (16) | record size (4) | key id length (1) | key id = the server's public key.
      const salt = body.subarray(0, 16)
      const idLength = body.readUInt8(20)
      const serverKey = body.subarray(21, 21 + idLength)
      const ciphertext = body.subarray(21 + idLength)
      const shared = ecdh.computeSecret(serverKey)
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])])
      const ikm = hmac(hmac(authSecret, shared), keyInfo)
      const prk = hmac(salt, ikm)
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16)
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12)
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
      // The last record ends with the delimiter 0x02 and optional zero padding.
      const end = padded.lastIndexOf(2)
      return padded.subarray(0, end).toString('utf8')
    },
  }
}
