-- 8-bit serial-in, parallel-out shift register
library ieee;
use ieee.std_logic_1164.all;

entity shift_register is
    port (
        clk     : in  std_logic;
        din     : in  std_logic;
        q       : out std_logic_vector(7 downto 0)
    );
end entity;

architecture behavioral of shift_register is
    signal reg : std_logic_vector(7 downto 0) := (others => '0');
begin
    shift : process (clk)
    begin
        if rising_edge(clk) then
            reg <= reg(6 downto 0) & din;
        end if;
    end process shift;
    q <= reg;
end architecture;
