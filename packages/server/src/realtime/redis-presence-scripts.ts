/**
 * @module redis-presence-scripts — the Lua scripts of the Redis presence store. Each runs atomically,
 * so two processes can never both see themselves as a user's first (or last) process.
 *
 * Keys, under the prefix:
 *   presence:{channel}:count  hash userId → number of processes holding the user in the channel
 *   presence:{channel}:info   hash userId → user_info JSON
 *   process:{id}:members      set of "{channel}\n{userId}" this process holds
 *   process:{id}:alive        expiring key, renewed by the process's heartbeat
 *   processes                 set of process ids that may hold members
 */

/** KEYS: count, info, process members. ARGV: userId, info JSON, member entry. Returns 1 for the first process. */
export const JOIN_SCRIPT = `
if redis.call('SADD', KEYS[3], ARGV[3]) == 0 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  return 0
end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
if n == 1 then return 1 end
return 0
`

/** KEYS: count, info, process members. ARGV: userId, member entry. Returns 1 when it was the last process. */
export const LEAVE_SCRIPT = `
if redis.call('SREM', KEYS[3], ARGV[2]) == 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
  return 1
end
return 0
`

/**
 * Removes the members of a process whose heartbeat expired. ARGV: prefix, process id.
 * Returns the "{channel}\n{userId}" entries that no process holds any more.
 */
export const REAP_SCRIPT = `
local p = ARGV[1]
local id = ARGV[2]
if redis.call('EXISTS', p .. 'process:' .. id .. ':alive') == 1 then return {} end
if redis.call('SREM', p .. 'processes', id) == 0 then return {} end
local key = p .. 'process:' .. id .. ':members'
local lost = {}
for _, entry in ipairs(redis.call('SMEMBERS', key)) do
  local cut = string.find(entry, '\\n', 1, true)
  local channel = string.sub(entry, 1, cut - 1)
  local user = string.sub(entry, cut + 1)
  local count = p .. 'presence:' .. channel .. ':count'
  if redis.call('HINCRBY', count, user, -1) <= 0 then
    redis.call('HDEL', count, user)
    redis.call('HDEL', p .. 'presence:' .. channel .. ':info', user)
    table.insert(lost, entry)
  end
end
redis.call('DEL', key)
return lost
`
