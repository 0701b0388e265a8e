library IEEE;
use IEEE.STD_LOGIC_1164.ALL;

entity mux4 is
    Port ( sel : in  STD_LOGIC_VECTOR (1 downto 0);
           d   : in  STD_LOGIC_VECTOR (3 downto 0);
           y   : out STD_LOGIC);
end mux4;

architecture Dataflow of mux4 is
begin
    with sel select
        y <= d(0) when "00",
             d(1) when "01",
             d(2) when "10",
             d(3) when others;
end Dataflow;
