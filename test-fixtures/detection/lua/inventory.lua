local Inventory = {}
Inventory.__index = Inventory

function Inventory.new()
  local self = setmetatable({}, Inventory)
  self.items = {}
  return self
end

function Inventory:add(name, count)
  self.items[name] = (self.items[name] or 0) + (count or 1)
end

function Inventory:remove(name, count)
  local have = self.items[name] or 0
  if have < count then
    return false, "not enough " .. name
  end
  self.items[name] = have - count
  return true
end

local inv = Inventory.new()
inv:add("apple", 3)
inv:add("sword")
local ok, err = inv:remove("apple", 5)
if not ok then print(err) end
for name, count in pairs(inv.items) do
  print(name, count)
end
return Inventory
