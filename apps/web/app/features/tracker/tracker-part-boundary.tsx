import { Button, Notice, NoticeDescription } from '@nirman/ui'
import { Component, type ReactNode } from 'react'

interface TrackerPartBoundaryProps {
  children: ReactNode
  /** What the page says when the part's code (or its Hindi) could not be fetched. */
  failedText: string
  tryAgain: string
}

/**
 * A part of the tracker page whose code failed to come (offline, or a new deployment replaced the
 * files): a message and a reload, not a blank card or the whole page's error.
 */
export class TrackerPartBoundary extends Component<TrackerPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Notice variant="destructive">
        <NoticeDescription className="grid justify-items-start gap-3">
          {this.props.failedText}
          <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
            {this.props.tryAgain}
          </Button>
        </NoticeDescription>
      </Notice>
    )
  }
}
