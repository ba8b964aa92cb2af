import { useLayoutEffect } from 'react';
import { setNavigate, useNavigate } from '#lib/navigation.ts';

/** Hands the router's navigate to non-React code (the API client, `goToLogin`). */
export function NavigationBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigate(navigate);
  }, [navigate]);
  return null;
}
