/**
 * The two buttons that end a two-tab conflict, the same on the conflict bar and in the compare
 * dialog: keep this version, or keep the other one (the conflict commands).
 */
import { CommandButton } from '../../ui/CommandButton';

export function KeepVersionButtons() {
  return (
    <>
      <CommandButton id="conflict.keepThis" className="btn">
        Keep this version
      </CommandButton>
      <CommandButton id="conflict.keepOther" className="btn">
        Keep the other version
      </CommandButton>
    </>
  );
}
