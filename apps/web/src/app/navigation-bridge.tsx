import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigate } from '#lib/navigation.ts';

/** Hands the router's navigate to non-React code (the API client, `goToLogin`). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigate((to, options) => void navigate(to, options));
  }, [navigate]);
  return null;
}
