// A message's text with its web addresses as links (a demo user follows a customer or reset link here).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const WEB_ADDRESS = /(https?:\/\/[^\s<>"']+)/;

export function MessageBody({ text }: { text: string }) {
  // split with a capturing group puts the addresses at the odd indexes
  const parts = text.split(WEB_ADDRESS);
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
