library ieee;
use ieee.std_logic_1164.all;

entity tb_and_gate is
end tb_and_gate;

architecture test of tb_and_gate is
    component and_gate
        port (a, b : in std_logic; y : out std_logic);
    end component;
    signal a, b, y : std_logic;
begin
    uut : and_gate port map (a => a, b => b, y => y);

    stimulus : process
    begin
        a <= '0'; b <= '0'; wait for 10 ns;
        assert y = '0' report "0 and 0 failed" severity error;
        a <= '1'; b <= '1'; wait for 10 ns;
        assert y = '1' report "1 and 1 failed" severity error;
        report "Test finished";
        wait;
    end process;
end test;
