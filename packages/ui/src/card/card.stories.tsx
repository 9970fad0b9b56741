import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Badge } from '../badge'
import { Button } from '../button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { className: 'max-w-sm' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Residential Construction</CardTitle>
        <CardDescription>Homes built to last, from foundation to finish.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>Soil testing and structural design</li>
          <li>Earthquake-resistant RCC frame</li>
          <li>Weekly progress photos</li>
        </ul>
      </CardContent>
      <CardFooter>
        <Button>Learn More</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    // An h3 unless the page sets another level.
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Residential Construction' }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Learn More' })).toBeEnabled()
  },
}

export const HeadingLevel: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle as="h2">Paint Calculator</CardTitle>
        <CardDescription>Estimate the litres of paint for your walls.</CardDescription>
      </CardHeader>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Paint Calculator' })).toBeVisible()
  },
}

export const ProjectCard: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <Badge variant="secondary">Commercial</Badge>
        <CardTitle>Boring Road Office Complex</CardTitle>
        <CardDescription>Completed March 2024</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">A four-storey office block with basement parking for 40 cars.</p>
      </CardContent>
      <CardFooter>
        <Button variant="outline">View Project</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'View Project' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
  },
}

export const ContentOnly: Story = {
  args: { className: 'max-w-sm' },
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="text-2xl font-bold">250+</p>
        <p className="text-sm text-muted-foreground">Projects completed across Bihar</p>
      </CardContent>
    </Card>
  ),
}

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Building Consultancy for Multi-Storey Residential Apartments and Mixed-Use Developments
        </CardTitle>
        <CardDescription>
          From feasibility studies and soil investigation to structural audits, bye-law compliance
          and cost planning, our engineers guide developers through every stage before the first
          brick is laid.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          We review architectural drawings for buildability, estimate quantities, compare material
          options within your budget and prepare the documents your lender asks for.
        </p>
      </CardContent>
      <CardFooter>
        <Button>Request a Free Consultation</Button>
        <Button variant="outline">Download Brochure</Button>
      </CardFooter>
    </Card>
  ),
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { className: 'w-full' },
}
