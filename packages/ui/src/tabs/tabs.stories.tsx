import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

const services = [
  {
    value: 'residential',
    label: 'Residential',
    text: 'Homes built from the foundation up: structural design, approvals, construction and handover, with a fixed schedule agreed before work starts.',
  },
  {
    value: 'architectural',
    label: 'Architectural',
    text: 'Plans and elevations that suit your plot, its facing and the local building rules, drawn by our architects and revised with you.',
  },
  {
    value: 'interior',
    label: 'Interior',
    text: 'Layouts, materials and finishes for rooms that are comfortable to live in and easy to keep.',
  },
  {
    value: 'consultancy',
    label: 'Consultancy',
    text: 'Independent advice on costs, contractors and quality before you build or while you are building.',
  },
]

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: { defaultValue: 'residential' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Our services">
        {services.map((service) => (
          <TabsTrigger key={service.value} value={service.value}>
            {service.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {services.map((service) => (
        <TabsContent key={service.value} value={service.value}>
          <p className="max-w-prose">{service.text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const residential = canvas.getByRole('tab', { name: 'Residential' })
    await expect(residential).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Residential' })).toHaveTextContent(
      'Homes built from the foundation up',
    )

    await userEvent.click(canvas.getByRole('tab', { name: 'Interior' }))
    await expect(canvas.getByRole('tab', { name: 'Interior' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('tabpanel', { name: 'Interior' })).toHaveTextContent(
      'Layouts, materials and finishes',
    )
    await expect(canvas.queryByText('Homes built from the foundation up')).not.toBeInTheDocument()
  },
}

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    // Tab enters the tab row on the selected tab, and moves on to its panel.
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Residential' })).toHaveFocus()

    await userEvent.keyboard('{ArrowRight}')
    const architectural = canvas.getByRole('tab', { name: 'Architectural' })
    await expect(architectural).toHaveFocus()
    await expect(architectural).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel', { name: 'Architectural' })).toBeVisible()

    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Consultancy' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // The row wraps round: right from the last tab is the first.
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Residential' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{ArrowLeft}')
    await expect(canvas.getByRole('tab', { name: 'Consultancy' })).toHaveFocus()

    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel', { name: 'Consultancy' })).toHaveFocus()
  },
}

/** The staff dashboard has one tab; the pattern leaves room for more. */
export const AdminDashboard: Story = {
  args: { defaultValue: 'submissions' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="submissions">Contact Form Submissions</TabsTrigger>
      </TabsList>
      <TabsContent value="submissions" className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline">Refresh</Button>
          <Button variant="outline">Export CSV</Button>
        </div>
        <p className="text-muted-foreground">No contact form submissions found</p>
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Contact Form Submissions' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    const panel = canvas.getByRole('tabpanel', { name: 'Contact Form Submissions' })
    await expect(within(panel).getByRole('button', { name: 'Export CSV' })).toBeVisible()
  },
}

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Our services">
        <TabsTrigger value="residential">Residential</TabsTrigger>
        <TabsTrigger value="commercial" disabled>
          Commercial (coming soon)
        </TabsTrigger>
        <TabsTrigger value="interior">Interior</TabsTrigger>
      </TabsList>
      <TabsContent value="residential">Homes built from the foundation up.</TabsContent>
      <TabsContent value="commercial">Offices, shops and restaurants.</TabsContent>
      <TabsContent value="interior">Rooms that are comfortable to live in.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const commercial = canvas.getByRole('tab', { name: 'Commercial (coming soon)' })
    await expect(commercial).toBeDisabled()

    // Arrow keys skip the disabled tab...
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Residential' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const interior = canvas.getByRole('tab', { name: 'Interior' })
    await expect(interior).toHaveFocus()
    await expect(interior).toHaveAttribute('aria-selected', 'true')

    // ...and a click does not select it.
    await userEvent.click(commercial, { pointerEventsCheck: 0 })
    await expect(commercial).toHaveAttribute('aria-selected', 'false')
    await expect(interior).toHaveAttribute('aria-selected', 'true')
  },
}

export const LongLabels: Story = {
  args: { defaultValue: 'residential' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Construction guides">
        <TabsTrigger value="residential">Residential construction guide</TabsTrigger>
        <TabsTrigger value="materials">Material selection for humid climates</TabsTrigger>
        <TabsTrigger value="permits">Building permits and approvals in Bihar</TabsTrigger>
      </TabsList>
      <TabsContent value="residential">
        From buying land to moving in: the stages of building a home.
      </TabsContent>
      <TabsContent value="materials">Bricks, cement and steel that last.</TabsContent>
      <TabsContent value="permits">Which approvals you need, and when.</TabsContent>
    </Tabs>
  ),
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  play: async ({ canvas }) => {
    const last = canvas.getByRole('tab', { name: 'Building permits and approvals in Bihar' })
    await userEvent.click(last)
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Which approvals you need')
  },
}

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('tab', { name: 'Architectural' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Consultancy' }))
    await expect(canvas.getByRole('tabpanel', { name: 'Consultancy' })).toBeVisible()
  },
}
