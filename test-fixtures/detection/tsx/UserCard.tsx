type User = {
  id: string;
  name: string;
  email: string;
  avatarUrl?: string;
};

export function UserCard({ user, onSelect }: { user: User; onSelect: (id: string) => void }) {
  return (
    <div className="user-card" onClick={() => onSelect(user.id)}>
      {user.avatarUrl && <img src={user.avatarUrl} alt="" />}
      <h3>{user.name}</h3>
      <a href={`mailto:${user.email}`}>{user.email}</a>
    </div>
  );
}
