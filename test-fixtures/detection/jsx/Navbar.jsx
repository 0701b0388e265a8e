import { Link, NavLink } from 'react-router-dom';
import logo from './logo.svg';

const links = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export function Navbar({ user, onLogout }) {
  return (
    <nav className="navbar">
      <Link to="/" className="brand">
        <img src={logo} alt="" width={32} height={32} />
        My Site
      </Link>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={({ isActive }) => (isActive ? 'active' : '')}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {user ? (
        <button onClick={onLogout}>Log out {user.name}</button>
      ) : (
        <Link to="/login">Log in</Link>
      )}
    </nav>
  );
}
