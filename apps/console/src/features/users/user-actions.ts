import type { ConsoleUser, ConsoleUserAction } from '@account-centre/contract';

export interface ActionButton {
  action: ConsoleUserAction;
  label:
    | 'user.unlock'
    | 'user.flag'
    | 'user.unflag'
    | 'user.endSessions'
    | 'user.disable'
    | 'user.enable';
  /** Destructive: asked in a dialog first. */
  confirm?: 'user.confirmEndSessions' | 'user.confirmDisable';
}

/** The buttons an account offers: flag or unflag, disable or enable, by its state. */
export function actionsFor(user: ConsoleUser): ActionButton[] {
  return [
    { action: 'unlock', label: 'user.unlock' },
    user.doubleCheckRequired
      ? { action: 'unflag-double-check', label: 'user.unflag' }
      : { action: 'flag-double-check', label: 'user.flag' },
    { action: 'end-sessions', label: 'user.endSessions', confirm: 'user.confirmEndSessions' },
    user.disabledAt
      ? { action: 'enable', label: 'user.enable' }
      : { action: 'disable', label: 'user.disable', confirm: 'user.confirmDisable' },
  ];
}
