// The general terms shown until the admin writes their own (docs/decisions/0014-numbers-prizes-packages.md: "a sensible pt-BR
// default that says who runs the raffle and that the operator answers for it"). Whoever
// installs the app on their node runs the raffles; the open-source project's authors do not.

export const DEFAULT_TERMS = `Quem organiza
Estas rifas são organizadas e administradas pelo operador deste servidor: a pessoa ou empresa dona do nó Bitcoin e Lightning em que o Rifa Relâmpago está instalado. O Rifa Relâmpago é um programa de código aberto; os seus autores não organizam, não administram e não respondem por estas rifas.

Responsabilidade do operador
O operador responde pelas rifas que cria: pelos prêmios anunciados, pelo pagamento dos prêmios em sats, pela entrega dos prêmios físicos, pelos reembolsos de rifas canceladas e pelo cumprimento das leis que se aplicam a ele. Cada rifa pode ter o seu próprio regulamento, que vale junto com estes termos.

Como funciona o sorteio
As vendas fecham na data de encerramento da rifa. Logo depois, a lista de bilhetes pagos é registrada na própria blockchain do Bitcoin, e o sorteio usa o hash de um bloco minerado depois desse registro, que ninguém conhecia enquanto os bilhetes estavam à venda. Cada compra paga recebe um comprovante assinado pelo nó Lightning do operador. Todos os dados do sorteio ficam públicos na página da rifa: qualquer pessoa pode refazer a conta no navegador (botão 'Verificar') ou no próprio computador com o programa verify-draw. Veja 'Como Funciona'.

Pagamentos
Os bilhetes são pagos com Lightning. Um pagamento Lightning concluído é definitivo: a carteira não consegue estorná-lo. Os bilhetes só valem depois que o pagamento é confirmado; uma fatura que expira sem pagamento não cobra nada. Se uma rifa for cancelada, o operador reembolsa os bilhetes pagos no endereço Bitcoin da sua conta.

Seus dados (LGPD)
Guardamos apenas o necessário para vender os bilhetes e pagar os prêmios: e-mail, nome, apelido público e endereço Bitcoin. Publicamente aparecem só os números dos bilhetes, os hashes dos pagamentos e o apelido de quem compra e de quem ganha, nunca o e-mail ou o nome. No Dashboard, em 'Minha conta e meus dados', você baixa tudo o que guardamos sobre você e pode apagar a sua conta.

Contato
Dúvidas sobre prêmios, entregas ou reembolsos: fale com o operador pelo contato indicado no rodapé desta página ou na página da rifa.`;
