library ieee;
use ieee.std_logic_1164.all;

entity traffic_light is
    port (
        clk, rst : in std_logic;
        red, yellow, green : out std_logic
    );
end traffic_light;

architecture fsm of traffic_light is
    type state_t is (S_RED, S_GREEN, S_YELLOW);
    signal state : state_t := S_RED;
    signal timer : integer range 0 to 15 := 0;
begin
    process (clk, rst)
    begin
        if rst = '1' then
            state <= S_RED;
            timer <= 0;
        elsif rising_edge(clk) then
            timer <= timer + 1;
            case state is
                when S_RED    => if timer = 10 then state <= S_GREEN;  timer <= 0; end if;
                when S_GREEN  => if timer = 8  then state <= S_YELLOW; timer <= 0; end if;
                when S_YELLOW => if timer = 2  then state <= S_RED;    timer <= 0; end if;
            end case;
        end if;
    end process;

    red    <= '1' when state = S_RED else '0';
    yellow <= '1' when state = S_YELLOW else '0';
    green  <= '1' when state = S_GREEN else '0';
end fsm;
