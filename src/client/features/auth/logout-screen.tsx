// /logout (spec §2): logs out, then goes to login with next set to the page the user left.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from '../../app/routes';
import { useAppDispatch } from '../../app/store/hooks';
import { logoutUser } from '../../app/store/session-slice';
import { PageLoading } from '../../components/page-loading';

export default function LogoutScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's second effect run
    started.current = true;
    void dispatch(logoutUser()).then(() => navigate(href.login({ next: from }), { replace: true }));
  }, [dispatch, navigate, from]);

  return <PageLoading />;
}
