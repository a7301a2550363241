import { useLocation } from 'wouter';
import type { GameChoice } from '../components/games/catalogue.ts';
import { paths } from '../config/paths.ts';
import { t } from '../lib/i18n.ts';
import { useAppStore } from '../stores/app-store.ts';

/** A game tile: visitors go to the login screen; members hear that game launch is not open yet. */
export function useOpenGame() {
  const [, navigate] = useLocation();
  const userId = useAppStore((s) => s.loggedInInfo.userId);
  return (choice: GameChoice) => {
    useAppStore.setState({ chosenGame: choice });
    if (!userId) navigate(paths.login);
    else useAppStore.getState().showDialog(t.games.chosenSoon(choice.name));
  };
}
