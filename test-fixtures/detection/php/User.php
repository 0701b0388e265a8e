<?php

declare(strict_types=1);

namespace App\Models;

class User
{
    private array $roles = [];

    public function __construct(
        private string $name,
        private string $email,
    ) {
    }

    public function getName(): string
    {
        return $this->name;
    }

    public function addRole(string $role): self
    {
        if (!in_array($role, $this->roles, true)) {
            $this->roles[] = $role;
        }
        return $this;
    }

    public function isAdmin(): bool
    {
        return in_array('admin', $this->roles, true);
    }
}
