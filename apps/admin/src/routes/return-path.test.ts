import { describe, expect, it } from 'vitest'
import { loginPathFor, safeReturnPath } from './return-path'

describe('the address signing in returns to', () => {
  it('keeps a dashboard path with its query and fragment', () => {
    expect(safeReturnPath('/dashboard?request=3')).toBe('/dashboard?request=3')
    expect(safeReturnPath('/dashboard?todo=true&q=ravi#list')).toBe(
      '/dashboard?todo=true&q=ravi#list',
    )
    // Written with the dashboard's base path, as the alert e-mail's link is.
    expect(safeReturnPath('/admin/dashboard?request=3')).toBe('/dashboard?request=3')
    expect(safeReturnPath('/admin')).toBe('/')
  })

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/admin/dashboard',
    '//evil.example/admin/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/admin/logout-success',
  ])('refuses %j', (next) => {
    expect(safeReturnPath(next)).toBeNull()
  })

  it('is written into the login address and read back unchanged', () => {
    const path = loginPathFor({ pathname: '/dashboard', search: '?request=3', hash: '' })
    expect(path).toBe('/login?next=%2Fdashboard%3Frequest%3D3')
    const next = new URLSearchParams(path.slice('/login?'.length)).get('next')
    expect(safeReturnPath(next)).toBe('/dashboard?request=3')
  })
})
