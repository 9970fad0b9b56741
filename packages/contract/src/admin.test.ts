import { describe, expect, it } from 'vitest'
import { adminLoginSchema, idParamSchema } from './admin'

describe('the admin login body', () => {
  it.each([
    ['no body at all', null],
    ['no password', { username: 'staff' }],
    ['a blank username', { username: '  ', password: 'secret' }],
    ['a password of spaces', { username: 'staff', password: '   ' }],
  ])('with %s gives "Please enter both username and password."', (_case, body) => {
    const result = adminLoginSchema.safeParse(body)
    expect(result.error?.issues[0]?.message).toBe('Please enter both username and password.')
  })

  it('keeps the password exactly as typed, spaces included', () => {
    expect(adminLoginSchema.parse({ username: ' staff ', password: ' pass word ' })).toEqual({
      username: 'staff',
      password: ' pass word ',
    })
  })
})

describe('route ids', () => {
  it('accepts plain positive whole numbers', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 })
  })

  it.each(['0', '-1', '1.5', '1e3', '0x10', ' 7', '007', 'abc', '99999999999'])(
    'refuses %j',
    (id) => {
      expect(idParamSchema.safeParse({ id }).error?.issues[0]?.message).toBe(
        'id must be a positive whole number',
      )
    },
  )
})
