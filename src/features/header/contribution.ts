// The header's More Options entries that only say where a feature lives.
import type { Contribution } from '../../ui/contribution';
import { toast } from '../../state/toasts-store';

export const headerContribution: Contribution = {
  commands: () => [
    {
      id: 'help.securityInfo',
      title: 'Security Panel',
      description: 'Where the security features are',
      category: 'help',
      run: () =>
        void toast({
          type: 'info',
          title: 'Security Panel',
          message: 'Security features integrated into AI drawer',
        }),
    },
    {
      id: 'help.autoFixInfo',
      title: 'Auto-Fix Info',
      description: 'Where the auto-fix features are',
      category: 'help',
      run: () =>
        void toast({
          type: 'info',
          title: 'Auto-Fix',
          message: 'Auto-fix features integrated into editor',
        }),
    },
    {
      id: 'help.chatInfo',
      title: 'Chat',
      description: 'About chat',
      category: 'help',
      run: () => void toast({ type: 'info', title: 'Chat', message: 'Chat features coming soon' }),
    },
  ],
};
