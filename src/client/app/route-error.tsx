// A route that fails shows a clear message, never a blank page. Chunk load failures (spec §8:
// ChunkLoadError type missing, timeout or error; CSS_CHUNK_LOAD_FAILED) offer a Retry.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export type ChunkFailure = 'missing' | 'timeout' | 'error';

/** The webpack error for a script or style chunk that did not arrive, or null for any other error. */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  const e = error as { name?: string; type?: string; code?: string } | null;
  if (e?.code === 'CSS_CHUNK_LOAD_FAILED') return 'error';
  if (e?.name !== 'ChunkLoadError') return null;
  return e.type === 'missing' || e.type === 'timeout' ? e.type : 'error';
}

const CHUNK_TEXT: Record<ChunkFailure, string> = {
  missing: 'This page could not be found on the server. A new version may have been released.',
  timeout: 'This page took too long to load. Please check your connection.',
  error: 'This page could not be loaded. Please check your connection.',
};

export function RouteErrorView({ error, reload }: { error: unknown; reload: () => void }) {
  const chunk = chunkFailureOf(error);
  const text = chunk
    ? CHUNK_TEXT[chunk]
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Something went wrong while showing this page.';
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{chunk ? 'This page did not load' : 'Something went wrong'}</AlertTitle>
        {text}
      </Alert>
    </Box>
  );
}

/**
 * Retry reloads the document: a missing chunk usually means a new release with new chunk names.
 * `standalone` when no layout is around it (the layout itself failed), so it keeps off the edges.
 */
export default function RouteError({ standalone = false }: { standalone?: boolean }) {
  const view = <RouteErrorView error={useRouteError()} reload={() => window.location.reload()} />;
  return standalone ? <Box sx={{ p: 3 }}>{view}</Box> : view;
}
