/**
 * Photo uploads admitted at once by this process. Each admitted upload holds a temporary file
 * while it arrives and while it waits for the one-at-a-time decoder (photo-processing.ts); one
 * more is refused at once, before its body is read, with 503 and Retry-After, rather than queued
 * without end. The dashboard sends a staff member's photos one after another, so the default of 8
 * (PHOTO_UPLOADS_AT_ONCE) serves several staff uploading together; a waiting upload costs a
 * temporary file of at most 20 MB on disk and no memory, and the last of 8 waits for 7 decodes of
 * at most about 5 s each (a phone's HEIC), well within nginx's 120 s for the photo route.
 */
export class UploadSlots {
  private taken = 0

  constructor(readonly limit: number) {}

  /** A slot, with the function that gives it back (once), or null when every slot is taken. */
  take(): (() => void) | null {
    if (this.taken >= this.limit) return null
    this.taken += 1
    let released = false
    return () => {
      if (released) return
      released = true
      this.taken -= 1
    }
  }
}
