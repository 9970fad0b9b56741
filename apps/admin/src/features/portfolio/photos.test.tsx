import { portfolioMessages } from '@nirman/contract'
import { dismissToast } from '@nirman/ui'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdRequests, notifications, staff } from '../../test/dashboard'
import { installFakeApi } from '../../test/fake-api'
import { adminProject, projectPhoto } from '../../test/fake-portfolio'
import { renderDashboard } from '../../test/render'

afterEach(() => {
  vi.unstubAllGlobals()
  dismissToast()
})

// The first bytes of real files: the fake API, like the server, judges a file by its content.
const jpegBytes = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]
const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]
const file = (name: string, bytes: number[] | string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })

const photosPath = '/api/admin/projects/1/photos'
const photoList = () => screen.findByRole('list', { name: 'Photos of the project' })
const photoItem = (position: number) =>
  screen.getByRole('listitem', { name: new RegExp(`^Photo ${position}\\b`) })
const uploads = () => within(screen.getByRole('list', { name: 'Uploads' }))

async function openProject(photos = [projectPhoto(11), projectPhoto(12), projectPhoto(13)]) {
  const api = installFakeApi({
    user: staff,
    projects: [adminProject({ id: 1, photos, cover: photos[0]?.image ?? null })],
  })
  renderDashboard('/portfolio/1')
  // By its text: role queries over a page of 40 photo forms take seconds in jsdom.
  await screen.findByText(`${photos.length} of 40 photos`)
  return api
}

describe('uploading photos', () => {
  it('takes several files from a phone, one by one with progress, naming each refused file', async () => {
    const api = await openProject([])
    const user = userEvent.setup()
    const input = screen.getByLabelText('Add photos')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/heic,image/heif')
    expect(input).toHaveAttribute('multiple')

    const release = holdRequests((method, path) => method === 'POST' && path === photosPath)
    await user.upload(input, [
      file('front.jpg', jpegBytes, 'image/jpeg'),
      // A PDF renamed: the name and the type say JPEG, the content does not.
      file('site-plan.jpg', '%PDF-1.7 a drawing', 'image/jpeg'),
      file('kitchen.png', pngBytes, 'image/png'),
    ])
    // The first is on its way (the fake reports half of it sent); the others wait their turn.
    expect(await uploads().findByText('Uploading, 50%')).toBeInTheDocument()
    expect(uploads().getByRole('progressbar', { name: 'Upload of front.jpg' })).toHaveAttribute(
      'value',
      '50',
    )
    expect(uploads().getAllByText('Waiting')).toHaveLength(2)
    release()

    expect(
      await uploads().findByText(`site-plan.jpg: ${portfolioMessages.notAnImage}`),
    ).toHaveAttribute('role', 'alert')
    await waitFor(() => expect(uploads().getAllByText('Uploaded')).toHaveLength(2))
    // Sent in the order chosen, one request each.
    const sent = api.calls
      .filter((call) => call.method === 'POST' && call.path === photosPath)
      .map((call) => (call.body instanceof FormData ? call.body.get('file') : null))
      .map((part) => (part instanceof File ? part.name : null))
    expect(sent).toEqual(['front.jpg', 'site-plan.jpg', 'kitchen.png'])

    await photoList()
    expect(await screen.findByText('2 of 40 photos')).toBeInTheDocument()
    expect(within(photoItem(1)).getByText('Cover')).toBeInTheDocument()
    expect(within(photoItem(2)).queryByText('Cover')).not.toBeInTheDocument()
    expect(api.projects[0]?.photos).toHaveLength(2)
  })

  it('refuses a photo over 20 MB at once, without sending it', async () => {
    const api = await openProject([])
    const user = userEvent.setup()
    const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'drone.jpg', {
      type: 'image/jpeg',
    })
    await user.upload(screen.getByLabelText('Add photos'), huge)
    expect(
      await uploads().findByText(`drone.jpg: ${portfolioMessages.tooLarge}`),
    ).toBeInTheDocument()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('takes no more once the project has its 40 photos', async () => {
    await openProject(Array.from({ length: 40 }, (_, index) => projectPhoto(index + 1)))
    // The label's own control (getByLabelText takes seconds over 40 photo forms in jsdom).
    const label = screen.getByText('Add photos')
    expect(label instanceof HTMLLabelElement ? label.control : null).toBeDisabled()
    expect(
      screen.getByText('The project has its 40 photos: delete one to add another.'),
    ).toBeInTheDocument()
    // Each photo is headed by its position: the 40th is the last.
    expect(screen.getByText('Photo 40')).toBeInTheDocument()
    expect(screen.queryByText('Photo 41')).not.toBeInTheDocument()
  })
})

describe('the photos of a project', () => {
  it('changes a caption and a role, moves a photo to be the cover and deletes one', async () => {
    const api = await openProject()
    const user = userEvent.setup()
    await photoList()

    const second = photoItem(2)
    const caption = within(second).getByRole('textbox', { name: 'Caption' })
    await user.clear(caption)
    await user.type(caption, 'The living room after')
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Shows as' }), 'After')
    await user.click(within(second).getByRole('button', { name: 'Save photo' }))
    expect(await notifications().findByText('Photo saved')).toBeInTheDocument()
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/admin/projects/1/photos/12',
        body: { caption: 'The living room after', role: 'after' },
      }),
    )

    await user.click(screen.getByRole('button', { name: 'Move photo 2 up' }))
    // Photo 12 is first now: the cover, with its caption.
    await waitFor(() =>
      expect(within(photoItem(1)).getByRole('textbox', { name: 'Caption' })).toHaveValue(
        'The living room after',
      ),
    )
    expect(within(photoItem(1)).getByText('Cover')).toBeInTheDocument()
    await waitFor(() =>
      expect(api.projects[0]?.photos.map((photo) => photo.id)).toEqual([12, 11, 13]),
    )
    expect(api.projects[0]?.cover?.src).toBe('/uploads/photo12jpg-960.jpg')

    await user.click(screen.getByRole('button', { name: 'Delete photo 3' }))
    await user.click(within(photoItem(3)).getByRole('button', { name: 'Yes, delete' }))
    expect(await notifications().findByText('Photo deleted')).toBeInTheDocument()
    expect(await screen.findByText('2 of 40 photos')).toBeInTheDocument()
    expect(api.projects[0]?.photos.map((photo) => photo.id)).toEqual([12, 11])
  })
})
