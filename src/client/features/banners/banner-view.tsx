// One banner as practice staff see it: its severity's colours, its title and its message, rendered to
// safe HTML by the server (no raw HTML, safe links only: src/server/services/markdown.ts).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ShownBanner } from '../../../shared/broadcasts';

export interface BannerViewProps {
  banner: ShownBanner;
  onDismiss?: () => void;
}

export function BannerView({ banner, onDismiss }: BannerViewProps) {
  return (
    <Alert
      severity={banner.severity}
      role="region"
      aria-label={`Banner: ${banner.title}`}
      closeText="Dismiss banner"
      onClose={banner.dismissible && onDismiss ? onDismiss : undefined}
    >
      <AlertTitle>{banner.title}</AlertTitle>
      <Box
        className="banner-message"
        sx={{ '& p': { m: 0 }, '& p + p': { mt: 1 }, '& ul, & ol': { my: 0.5, pl: 3 } }}
        // The server's Markdown renderer escapes every tag typed into the message.
        dangerouslySetInnerHTML={{ __html: banner.html }}
      />
    </Alert>
  );
}
