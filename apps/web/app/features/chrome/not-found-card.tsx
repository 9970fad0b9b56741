import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle } from '@nirman/ui'
import { notFoundCopy as notFoundCopyHindi } from '../../content/hi/not-found'
import { notFoundCopy as notFoundCopyEnglish } from '../../content/not-found'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'

/** Any address the site does not know: the '404 Page Not Found' card (website.md section 8). */
export function NotFoundCard() {
  // Texts in the language of the page being drawn (app/i18n/page-text.ts).
  const notFoundCopy = usePageText(notFoundCopyEnglish, notFoundCopyHindi)
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-muted px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <CardTitle as="h1" className="text-3xl">
            {notFoundCopy.title}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">{notFoundCopy.text}</p>
        </CardContent>
        <CardFooter className="justify-center">
          <Button asChild>
            <Link to="/">{notFoundCopy.homeLabel}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">{notFoundCopy.contactLabel}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  )
}
