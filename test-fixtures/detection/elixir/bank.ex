defmodule Bank.Account do
  use GenServer

  def start_link(balance \\ 0) do
    GenServer.start_link(__MODULE__, balance)
  end

  def deposit(pid, amount) when amount > 0, do: GenServer.cast(pid, {:deposit, amount})
  def balance(pid), do: GenServer.call(pid, :balance)

  @impl true
  def init(balance), do: {:ok, balance}

  @impl true
  def handle_cast({:deposit, amount}, balance), do: {:noreply, balance + amount}

  @impl true
  def handle_call(:balance, _from, balance), do: {:reply, balance, balance}
end
