import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Badge } from '../badge'
import { Button } from '../button'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table'

interface Submission {
  id: number
  name: string
  phone: string
  city: string
  landSize: string
  projectType: string
  date: string
  isProcessed: boolean
}

const submissions: Submission[] = [
  {
    id: 128,
    name: 'Ravi Kumar',
    phone: '9876543210',
    city: 'Patna',
    landSize: '1,200',
    projectType: 'Residential Construction',
    date: '12 Nov 2025',
    isProcessed: false,
  },
  {
    id: 127,
    name: 'Sunita Devi',
    phone: '9123456780',
    city: 'Danapur',
    landSize: '2,400',
    projectType: 'Commercial Construction',
    date: '10 Nov 2025',
    isProcessed: true,
  },
  {
    id: 126,
    name: 'Md. Imran Ansari',
    phone: '9988776655',
    city: 'Hajipur',
    landSize: '900',
    projectType: 'Interior Design',
    date: '8 Nov 2025',
    isProcessed: false,
  },
]

const columns = [
  'ID',
  'Name',
  'Phone',
  'City',
  'Land Size',
  'Project Type',
  'Date',
  'Status',
  'Actions',
]

const onViewDetails = fn()
const onMarkProcessed = fn()

function SubmissionsTable({ rows }: { rows: Submission[] }) {
  return (
    <Table>
      <TableCaption>Contact form submissions</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-10 text-center text-muted-foreground">
              No contact form submissions found
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.id}</TableCell>
              <TableHead scope="row" className="font-medium">
                {row.name}
              </TableHead>
              <TableCell className="whitespace-nowrap">{row.phone}</TableCell>
              <TableCell>{row.city}</TableCell>
              <TableCell className="whitespace-nowrap">{row.landSize} sq ft</TableCell>
              <TableCell className="whitespace-nowrap">{row.projectType}</TableCell>
              <TableCell className="whitespace-nowrap">{row.date}</TableCell>
              <TableCell>
                <Badge variant={row.isProcessed ? 'success' : 'accent'}>
                  {row.isProcessed ? 'Processed' : 'New'}
                </Badge>
              </TableCell>
              <TableCell>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`View Details for ${row.name}`}
                    onClick={() => onViewDetails(row.id)}
                  >
                    View Details
                  </Button>
                  {row.isProcessed ? null : (
                    <Button
                      size="sm"
                      aria-label={`Mark Processed for ${row.name}`}
                      onClick={() => onMarkProcessed(row.id)}
                    >
                      Mark Processed
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  )
}

const meta = {
  title: 'Components/Table',
  component: Table,
  render: () => <SubmissionsTable rows={submissions} />,
  beforeEach: () => {
    onViewDetails.mockClear()
    onMarkProcessed.mockClear()
  },
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

/** The admin dashboard's submissions table, with more columns than a phone can show. */
export const Submissions: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Contact form submissions' })
    await expect(table).toBeVisible()
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(columns.length)
    await expect(canvas.getByRole('rowheader', { name: 'Sunita Devi' })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark Processed for Ravi Kumar' }))
    await expect(onMarkProcessed).toHaveBeenCalledWith(128)
    // Processed rows offer no way back.
    await expect(
      canvas.queryByRole('button', { name: 'Mark Processed for Sunita Devi' }),
    ).not.toBeInTheDocument()
  },
}

export const Empty: Story = {
  render: () => <SubmissionsTable rows={[]} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('cell', { name: 'No contact form submissions found' }),
    ).toBeVisible()
  },
}

/** A table that fits its container: no scrolling, so no extra tab stop. */
export const FitsWidth: Story = {
  render: () => (
    <Table className="max-w-md">
      <TableCaption>Office hours</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Day</TableHead>
          <TableHead>Hours</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Monday to Saturday</TableCell>
          <TableCell>9:00 AM to 6:00 PM</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Sunday</TableCell>
          <TableCell>Closed</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Office hours' })).toBeVisible()
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
  },
}

export const LongText: Story = {
  render: () => (
    <SubmissionsTable
      rows={[
        {
          id: 131,
          name: 'Shri Rajendra Prasad Singh Kushwaha on behalf of the Singh family trust',
          phone: '9876501234',
          city: 'Bihar Sharif, Nalanda district',
          landSize: '12,500',
          projectType: 'Residential Construction',
          date: '14 Nov 2025',
          isProcessed: false,
        },
      ]}
    />
  ),
}

/** On a phone the table scrolls sideways; keyboard users tab to it and scroll with the arrows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Held at phone width in tests too, whatever the test browser's window.
  decorators: [(Story) => <div className="w-[328px]">{Story()}</div>],
  play: async ({ canvas }) => {
    const region = await waitFor(() =>
      canvas.getByRole('region', { name: 'Contact form submissions' }),
    )
    await userEvent.tab()
    await expect(region).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'View Details for Ravi Kumar' })).toHaveFocus()
  },
}
