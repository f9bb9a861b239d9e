// An order's amounts in its currency, as SPEC §9 says them (VND: đ, USD: $).
import { formatMoney, type CurrencyCode } from "../../../domain/money";

export const orderMoney = (amount: number, currency: CurrencyCode) => formatMoney(amount, currency === "USD" ? "en" : "vi");
