// The users of a client or facility with their access in words (issue 13).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlaceUser } from '../api/practices';

export function PlaceUsers({ users, label }: { users: PlaceUser[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Email</TableCell>
          <TableCell>Access</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id}>
            <TableCell>{u.name}</TableCell>
            <TableCell>{u.email}</TableCell>
            <TableCell>{u.access}</TableCell>
            <TableCell>{u.active ? 'Active' : 'Deactivated'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
